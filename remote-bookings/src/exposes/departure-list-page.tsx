export { DepartureListPage as default } from '../departure-list/departure-list-page';
