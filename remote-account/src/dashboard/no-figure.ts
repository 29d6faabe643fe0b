/** What a figure that does not exist yet reads as: no change without a last month, no rating without reviews, a month to come. */
export const NO_FIGURE = '-';
