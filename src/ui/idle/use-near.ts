import { useEffect, useRef, useState } from 'react';
import { whenIdle } from './when-idle';

/**
 * Whether the element `ref` holds has come near the screen (within 200 px), watched once the
 * browser is idle: for what is asked for only when it is about to be seen (a map's code).
 */
export function useNear<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: '200px 0px' },
    );
    const cancel = whenIdle(() => observer.observe(node));
    return () => {
      cancel();
      observer.disconnect();
    };
  }, []);
  return { ref, near };
}
