import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Spec §2: after every navigation the page scrolls to the top. */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname, search]);
  return null;
}
