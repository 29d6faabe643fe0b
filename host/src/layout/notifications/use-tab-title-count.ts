import { useEffect } from 'react';

const COUNT_PREFIX = /^\(\d+\) /;

/** The title with `count` in front ("(3) Supplier Portal"), or without any while nothing is unread. */
const titleWithCount = (title: string, count: number) => {
  const plain = title.replace(COUNT_PREFIX, '');
  return count > 0 ? `(${count}) ${plain}` : plain;
};

/**
 * Shows `count` in the tab's title while it is above 0, whatever title a screen sets meanwhile:
 * a change of the <title> by anyone else gets the count put back in front.
 */
export function useTabTitleCount(count: number): void {
  useEffect(() => {
    const apply = () => {
      const wanted = titleWithCount(document.title, count);
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = titleWithCount(document.title, 0);
    };
  }, [count]);
}
