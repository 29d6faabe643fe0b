export { PayoutsPage as default } from '../payouts/payouts-page';
