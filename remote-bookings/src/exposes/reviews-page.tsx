export { ReviewsPage as default } from '../reviews/reviews-page';
