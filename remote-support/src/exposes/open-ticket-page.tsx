export { OpenTicketPage as default } from '../open-ticket/open-ticket-page';
