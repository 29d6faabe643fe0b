export { ClosedTicketPage as default } from '../latest-ticket/closed-ticket-page';
