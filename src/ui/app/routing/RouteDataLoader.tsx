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
 * read already (a product's other variant reads nothing). Pages show their loading state until the
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
    void addressData(routes, pathname, search)
      .loads()
      .then((loads) => {
        // A later address took over while the rules loaded: its own effect reads its data.
        if (!current) return;
        const previous = lastKeys.current;
        lastKeys.current = new Set(loads.map((load) => load.key));
        if (alreadyRead) return;
        return runLoads(
          loads.filter((load) => !previous.has(load.key)),
          services,
        );
      });
    return () => {
      current = false;
    };
  }, [routes, firstLoaded, pathname, search, services]);

  return null;
};
