import { Helmet } from 'dumi';

export interface PageHeadProps {
  description?: string;
  /** A JSON array, as src/node/plugins/rehypePageHead.ts writes it. */
  keywords?: string;
}

/** The head tags of the page's description and keywords (src/node/plugins/rehypePageHead.ts). */
export default function PageHead({ description, keywords }: PageHeadProps) {
  const words = keywords ? (JSON.parse(keywords) as string[]) : [];
  return (
    <Helmet>
      {description && <meta name="description" content={description} />}
      {description && <meta property="og:description" content={description} />}
      {words.length > 0 && <meta name="keywords" content={words.join(',')} />}
      {words.map((word) => (
        <meta key={word} property="article:tag" content={word} />
      ))}
    </Helmet>
  );
}
