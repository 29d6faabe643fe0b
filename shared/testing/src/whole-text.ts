import type { MatcherFunction } from '@testing-library/react';

/**
 * Matches the element that holds `text` whole, though data in it sits in <bdi>s (issue 40): what a
 * person reads as one sentence is several text nodes to `getByText`.
 */
export const wholeText =
  (text: string): MatcherFunction =>
  (_content, element) =>
    element?.textContent === text && ![...element.children].some((child) => child.textContent === text);
