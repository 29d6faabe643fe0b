export { TicketDetailPage as default } from '../ticket-detail/ticket-detail-page';
