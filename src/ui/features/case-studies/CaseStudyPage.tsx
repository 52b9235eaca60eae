import { useParams } from 'react-router';
import { contentView } from '../../../application/content/content-view';
import type { CaseStudy } from '../../../domain/content/content';
import { contentPathOf } from '../../../domain/content/content-path.rules';
import { formatPublishedDate, isoDate } from '../../../domain/content/content-date.rules';
import { useServices } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { DocumentHead } from '../../components/DocumentHead';
import { siteOrigin } from '../../components/site-origin.dom';
import * as styles from '../content/Article.styles';
import { ArticleImage } from '../content/ArticleImage';
import { ContentFailure } from '../content/ContentFailure';
import { ContentSkeleton } from '../content/ContentSkeleton';
import { RichText } from '../content/RichText';
import { NotFoundPage } from '../errors/NotFoundPage';
import type { RouteData } from '../../app/routing/app-route';

/** Title, description and the Article structured data for search engines. */
const CaseStudyHead = ({ study }: { readonly study: CaseStudy }) => {
  const path = contentPathOf(study.uri);
  const description = study.seo.description ?? study.summary;
  return (
    <DocumentHead
      title={study.seo.title || study.title}
      {...(description ? { description } : {})}
      canonicalPath={path}
      {...(study.image ? { image: study.image.url } : {})}
      type="article"
      publishedAt={study.publishedAt}
      modifiedAt={study.dateUpdated}
      jsonLd={{
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: study.title,
        datePublished: study.publishedAt,
        dateModified: study.dateUpdated,
        ...(description ? { description } : {}),
        about: { '@type': 'Organization', name: study.client },
        mainEntityOfPage: `${siteOrigin()}${path}`,
      }}
    />
  );
};

const CaseStudyFacts = ({ study }: { readonly study: CaseStudy }) => (
  <dl css={styles.facts}>
    {study.client ? (
      <>
        <dt>Client</dt>
        <dd>{study.client}</dd>
      </>
    ) : null}
    {study.industry ? (
      <>
        <dt>Industry</dt>
        <dd>{study.industry}</dd>
      </>
    ) : null}
    <dt>Published</dt>
    <dd>
      <time dateTime={isoDate(study.publishedAt)}>{formatPublishedDate(study.publishedAt)}</time>
    </dd>
  </dl>
);

export const CaseStudyPage = () => {
  const slug = useParams().slug ?? '';
  const { content } = useServices();
  const state = useObservable(content.caseStudy$);

  const view = contentView(state, (study) => study.slug === slug);
  switch (view.kind) {
    case 'not-found':
      return <NotFoundPage />;
    case 'loading':
      return <ContentSkeleton />;
    case 'failed':
      return (
        <ContentFailure message={view.message} onRetry={() => void content.loadCaseStudy(slug)} />
      );
    case 'ready': {
      const study = view.data;
      return (
        <article css={styles.article} data-testid="case-study">
          <CaseStudyHead study={study} />
          <header css={styles.header}>
            <p css={styles.eyebrow}>Case study</p>
            <h1 css={styles.title}>{study.title}</h1>
            {study.summary ? <p css={styles.lead}>{study.summary}</p> : null}
            <CaseStudyFacts study={study} />
          </header>
          {study.image ? <ArticleImage image={study.image} /> : null}
          <RichText html={study.body} />
        </article>
      );
    }
  }
};

/** The case study at the address, read before it renders (see the route table). */
const caseStudyData: RouteData = ({ params }) => {
  const slug = params.slug ?? '';
  return [{ key: `case-study:${slug}`, run: (services) => services.content.loadCaseStudy(slug) }];
};
CaseStudyPage.data = caseStudyData;
