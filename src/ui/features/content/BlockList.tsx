import type { PageBlock } from '../../../domain/content/page-blocks';
import { leadImageIndex } from '../../../domain/content/page-blocks.rules';
import { ContactDetailsBlock } from './blocks/ContactDetailsBlock';
import { CtaBlock } from './blocks/CtaBlock';
import { FaqBlock } from './blocks/FaqBlock';
import { FeaturesBlock } from './blocks/FeaturesBlock';
import { HeroBlock } from './blocks/HeroBlock';
import { ImageBlock } from './blocks/ImageBlock';
import { LogosBlock } from './blocks/LogosBlock';
import { ProductGridBlock } from './blocks/ProductGridBlock';
import { QuoteBlock } from './blocks/QuoteBlock';
import { RichTextBlock } from './blocks/RichTextBlock';

interface BlockListProps {
  readonly blocks: readonly PageBlock[];
  /** whether the first hero's heading is the page's h1 (else the page shows its own title) */
  readonly heroIsTitle: boolean;
}

const Block = ({
  block,
  index,
  lead,
  heroIsTitle,
}: {
  readonly block: PageBlock;
  readonly index: number;
  readonly lead: number | null;
  readonly heroIsTitle: boolean;
}) => {
  switch (block.type) {
    case 'hero':
      return (
        <HeroBlock
          block={block}
          isPageTitle={heroIsTitle && index === 0}
          priority={index === lead}
        />
      );
    case 'richText':
      return <RichTextBlock block={block} />;
    case 'image':
      return <ImageBlock block={block} priority={index === lead} />;
    case 'cta':
      return <CtaBlock block={block} />;
    case 'productGrid':
      return <ProductGridBlock block={block} />;
    case 'faq':
      return <FaqBlock block={block} />;
    case 'features':
      return <FeaturesBlock block={block} />;
    case 'logos':
      return <LogosBlock block={block} />;
    case 'quote':
      return <QuoteBlock block={block} />;
    case 'contactDetails':
      return <ContactDetailsBlock block={block} />;
  }
};

/** A content page's blocks in order; the first image is the page's largest paint and loads first. */
export const BlockList = ({ blocks, heroIsTitle }: BlockListProps) => {
  const lead = leadImageIndex(blocks);
  return (
    <>
      {blocks.map((block, index) => (
        // Blocks have no ids of their own and never move: their position is their identity.
        <Block
          key={`${index}-${block.type}`}
          block={block}
          index={index}
          lead={lead}
          heroIsTitle={heroIsTitle}
        />
      ))}
    </>
  );
};
