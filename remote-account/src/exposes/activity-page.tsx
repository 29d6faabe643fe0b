export { ActivityPage as default } from '../activity/activity-page';
