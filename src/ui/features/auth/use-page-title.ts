import { useEffect } from 'react';
import { headTags } from '../../../domain/seo/document-head.rules';
import { applyHeadTags } from '../../components/document-head.dom';
import { currentShopName } from '../../components/shop-name.dom';
import { useHeadSink } from '../../app/head/head-sink';

/**
 * The head of a sign-in or account screen: its title, and noindex, since these pages are personal
 * (the same tags DocumentHead writes).
 */
export const usePageTitle = (title: string): void => {
  useHeadSink()?.describe({ title, noindex: true });
  useEffect(() => {
    applyHeadTags(
      headTags(
        { title, noindex: true },
        { origin: window.location.origin, shopName: currentShopName() },
      ),
    );
  }, [title]);
};
