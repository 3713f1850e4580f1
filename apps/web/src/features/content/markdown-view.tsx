import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '#web/lib/cn.ts';
import type { Block, Inline } from './markdown';

const LINK = 'font-medium text-primary underline underline-offset-4 hover:opacity-80';

/** Inline nodes as React elements. Text goes in as children, so React escapes it. */
export function Inlines({ nodes }: { nodes: readonly Inline[] }): ReactNode {
  return nodes.map((node, index) => {
    const key = index;
    if (typeof node === 'string') return node;
    switch (node.t) {
      case 'strong':
        return (
          <strong key={key} className="font-semibold text-foreground">
            <Inlines nodes={node.c} />
          </strong>
        );
      case 'em':
        return (
          <em key={key}>
            <Inlines nodes={node.c} />
          </em>
        );
      case 'code':
        return (
          <code key={key} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]">
            {node.v}
          </code>
        );
      case 'a':
        // Site paths navigate inside the app; anything else is an ordinary link.
        return node.href.startsWith('/') ? (
          <Link key={key} to={node.href} className={LINK}>
            <Inlines nodes={node.c} />
          </Link>
        ) : (
          <a
            key={key}
            href={node.href}
            className={LINK}
            {...(/^https?:/.test(node.href) && { rel: 'noopener noreferrer' })}
          >
            <Inlines nodes={node.c} />
          </a>
        );
      default:
        return null;
    }
  });
}

function BlockView({ block }: { block: Block }) {
  switch (block.t) {
    case 'h': {
      const Tag = `h${block.level}` as 'h2';
      return (
        <Tag
          id={block.id}
          className={cn(
            'font-semibold tracking-tight text-balance text-foreground',
            block.level === 2 ? 'mt-10 mb-3 text-2xl' : 'mt-8 mb-2 text-xl',
          )}
        >
          <Inlines nodes={block.c} />
        </Tag>
      );
    }
    case 'p':
      return (
        <p className="my-4">
          <Inlines nodes={block.c} />
        </p>
      );
    case 'ul':
    case 'ol': {
      const items = block.items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
        <li key={index} className="pl-1">
          <Inlines nodes={item} />
        </li>
      ));
      return block.t === 'ul' ? (
        <ul className="my-4 list-disc space-y-2 pl-6 marker:text-primary">{items}</ul>
      ) : (
        <ol start={block.start} className="my-4 list-decimal space-y-2 pl-6 marker:text-muted-foreground">
          {items}
        </ol>
      );
    }
    case 'quote':
      return (
        <blockquote className="my-6 rounded-r-xl border-l-4 border-primary/50 bg-muted/60 px-5 py-1 text-foreground [&_p]:my-3">
          <Blocks blocks={block.c} />
        </blockquote>
      );
    case 'pre':
      // Wrapped rather than scrolled: no scroll box to reach by keyboard, and a copied command
      // keeps its own line breaks (soft wraps are not copied).
      return (
        <pre
          className="my-5 rounded-xl border border-border bg-muted/60 px-4 py-3 font-mono text-sm leading-6 break-words whitespace-pre-wrap text-foreground"
          {...(block.lang && { 'data-lang': block.lang })}
        >
          <code>{block.v}</code>
        </pre>
      );
    case 'hr':
      return <hr className="my-10 border-border" />;
    default:
      return null;
  }
}

function Blocks({ blocks }: { blocks: readonly Block[] }) {
  // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
  return blocks.map((block, index) => <BlockView key={index} block={block} />);
}

/** A Markdown document (compiled at build time) as React elements — no HTML strings. */
export function Markdown({ blocks, className }: { blocks: readonly Block[]; className?: string }) {
  return (
    <div className={cn('text-base leading-7 text-foreground/90 sm:text-[1.0625rem]', className)}>
      <Blocks blocks={blocks} />
    </div>
  );
}
