export { OpenTicketSamplePage as default } from '../latest-ticket/open-ticket-sample-page';
