import type { HeroBlock as Hero } from '../../../../domain/content/page-blocks';
import { buttonVariants } from '../../../components/Button.styles';
import { Image } from '../../../components/Image';
import { SmartLink } from '../SmartLink';
import * as styles from './HeroBlock.styles';

interface HeroBlockProps {
  readonly block: Hero;
  /** the page's first heading is its h1 */
  readonly isPageTitle: boolean;
  readonly priority: boolean;
}

export const HeroBlock = ({ block, isPageTitle, priority }: HeroBlockProps) => {
  const Heading = isPageTitle ? 'h1' : 'h2';
  return (
    <section css={styles.hero} data-block="hero">
      <div css={styles.inner}>
        <div css={styles.text}>
          <Heading css={styles.title}>{block.heading}</Heading>
          {block.text ? <p css={styles.lead}>{block.text}</p> : null}
          {block.cta ? (
            <SmartLink href={block.cta.url} styles={buttonVariants.primary}>
              {block.cta.label}
            </SmartLink>
          ) : null}
        </div>
        {block.image ? (
          <div css={styles.media}>
            <Image
              src={block.image.url}
              alt={block.image.alt}
              width={block.image.width ?? 1200}
              height={block.image.height ?? 800}
              sizes="(min-width: 1200px) 576px, (min-width: 768px) 50vw, 100vw"
              priority={priority}
            />
          </div>
        ) : null}
      </div>
    </section>
  );
};
