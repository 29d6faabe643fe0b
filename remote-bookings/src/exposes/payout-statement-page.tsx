export { PayoutStatementPage as default } from '../payout-statement/payout-statement-page';
