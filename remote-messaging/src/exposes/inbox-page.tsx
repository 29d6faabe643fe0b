export { InboxPage as default } from '../inbox/inbox-page';
