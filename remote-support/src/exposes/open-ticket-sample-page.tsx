export { OpenTicketSamplePage as default } from '../open-ticket-sample/open-ticket-sample-page';
