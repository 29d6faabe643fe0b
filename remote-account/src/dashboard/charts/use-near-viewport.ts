import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element comes within `margin` of the viewport, and from then on: a chart, once
 * drawn, stays. On a phone the dashboard's charts sit below the cards and the activity, so echarts
 * (the largest file of the page) is fetched and run only when the person scrolls towards them.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '300px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
