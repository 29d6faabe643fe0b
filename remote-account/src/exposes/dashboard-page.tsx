export { DashboardPage as default } from '../dashboard/dashboard-page';
