export { TeamPage as default } from '../team/team-page';
