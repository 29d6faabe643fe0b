export { ClosedTicketPage as default } from '../closed-ticket/closed-ticket-page';
