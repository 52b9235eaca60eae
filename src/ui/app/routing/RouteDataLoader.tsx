import { useLayoutEffect, useRef } from 'react';
import { useLocation, type RouteObject } from 'react-router';
import { useServices } from '../services';
import { addressData, runLoads } from './route-data';

interface RouteDataLoaderProps {
  readonly routes: RouteObject[];
  /** The first address's data is already read (the page was rendered on the server). */
  readonly firstLoaded: boolean;
}

/**
 * Reads the data of the address shown, each time it changes: only what the last address did not
 * read already (a product's other variant reads nothing); on a move to another browsing page, in one
 * request where the back-end offers it (PageData). Pages show their loading state until the
 * data of their own address is there, never the previous address's. Renders nothing.
 */
export const RouteDataLoader = ({ routes, firstLoaded }: RouteDataLoaderProps) => {
  const services = useServices();
  const { pathname, search } = useLocation();
  const lastKeys = useRef<ReadonlySet<string>>(new Set());
  const firstAddress = useRef(true);

  useLayoutEffect(() => {
    const alreadyRead = firstAddress.current && firstLoaded;
    firstAddress.current = false;
    let current = true;
    const data = addressData(routes, pathname, search);
    void data.loads().then(async (loads) => {
      // A later address took over while the rules loaded: its own effect reads its data.
      if (!current) return;
      const previous = lastKeys.current;
      lastKeys.current = new Set(loads.map((load) => load.key));
      if (alreadyRead) return;
      const wanted = loads.filter((load) => !previous.has(load.key));
      // A move to another browsing page reads its data in one request where the back-end offers it.
      if (data.prerender && previous.size > 0 && wanted.length > 0) {
        const known = loads.filter((load) => previous.has(load.key)).map((load) => load.key);
        await services.lazy
          .pageData()
          .then((pageData) => pageData.readAhead(pathname + search, known))
          .catch(() => undefined);
      }
      return runLoads(wanted, services);
    });
    return () => {
      current = false;
    };
  }, [routes, firstLoaded, pathname, search, services]);

  return null;
};
