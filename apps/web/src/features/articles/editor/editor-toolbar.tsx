import type { Editor } from '@tiptap/react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/translator.ts';
import { BoxIcon } from '../../../components/ui/icons.tsx';

/** Small stroke glyphs for the buttons that have no letter of their own. */
function Glyph({ d }: { d: string }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}
const LINK =
  'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1';
const IMAGE =
  'M4.5 5h15a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1h-15a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm-1 11 5-5 4 4 2.5-2.5 5.5 5.5M15.5 9.5h.01';
const BULLETS = 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01';
const NUMBERS = 'M10 6h10M10 12h10M10 18h10M4 5h1.5v4M4 9h3M4 15h3l-3 4h3';
const QUOTE = 'M7 7h4v4c0 3-2 5-4 6M15 7h4v4c0 3-2 5-4 6';
const UNDO = 'M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3';
const REDO = 'm15 14 5-5-5-5M20 9H10a6 6 0 0 0 0 12h3';

function ToolButton({
  label,
  active = false,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={`grid h-9 min-w-9 place-items-center rounded-lg px-2 text-sm font-semibold ${
        active ? 'bg-primary/15 text-primary' : 'text-text hover:bg-surface-2'
      }`}
    >
      {children}
    </button>
  );
}

/** The editor's formatting buttons; each has a name for screen readers and a tooltip. */
export function EditorToolbar({
  editor,
  onPickProduct,
  onUploadImage,
}: {
  editor: Editor;
  onPickProduct: () => void;
  onUploadImage: (file: File) => Promise<void>;
}) {
  const { t } = useTranslation();
  const file = useRef<HTMLInputElement>(null);
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
    const href = window.prompt(t('articles.editor.linkPrompt'), previous);
    if (href === null) return;
    if (href.trim() === '') chain().unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  const divider = <span aria-hidden="true" className="mx-1 h-6 w-px bg-border" />;
  return (
    <div
      role="toolbar"
      aria-label={t('articles.editor.toolbar')}
      className="sticky top-16 z-10 flex flex-wrap items-center gap-0.5 rounded-t-[var(--radius-card)] border-b border-border bg-surface/95 p-1.5 backdrop-blur"
    >
      <ToolButton
        label={t('articles.editor.heading2')}
        active={editor.isActive('heading', { level: 2 })}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      >
        H2
      </ToolButton>
      <ToolButton
        label={t('articles.editor.heading3')}
        active={editor.isActive('heading', { level: 3 })}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      >
        H3
      </ToolButton>
      {divider}
      <ToolButton
        label={t('articles.editor.bold')}
        active={editor.isActive('bold')}
        onClick={() => chain().toggleBold().run()}
      >
        <b>B</b>
      </ToolButton>
      <ToolButton
        label={t('articles.editor.italic')}
        active={editor.isActive('italic')}
        onClick={() => chain().toggleItalic().run()}
      >
        <i>I</i>
      </ToolButton>
      <ToolButton
        label={t('articles.editor.link')}
        active={editor.isActive('link')}
        onClick={setLink}
      >
        <Glyph d={LINK} />
      </ToolButton>
      {divider}
      <ToolButton
        label={t('articles.editor.bulletList')}
        active={editor.isActive('bulletList')}
        onClick={() => chain().toggleBulletList().run()}
      >
        <Glyph d={BULLETS} />
      </ToolButton>
      <ToolButton
        label={t('articles.editor.orderedList')}
        active={editor.isActive('orderedList')}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <Glyph d={NUMBERS} />
      </ToolButton>
      <ToolButton
        label={t('articles.editor.quote')}
        active={editor.isActive('blockquote')}
        onClick={() => chain().toggleBlockquote().run()}
      >
        <Glyph d={QUOTE} />
      </ToolButton>
      <ToolButton
        label={t('articles.editor.codeBlock')}
        active={editor.isActive('codeBlock')}
        onClick={() => chain().toggleCodeBlock().run()}
      >
        {'</>'}
      </ToolButton>
      {divider}
      <ToolButton label={t('articles.editor.image')} onClick={() => file.current?.click()}>
        <Glyph d={IMAGE} />
      </ToolButton>
      <ToolButton label={t('articles.editor.embedProduct')} onClick={onPickProduct}>
        <BoxIcon size={18} />
      </ToolButton>
      {divider}
      <ToolButton label={t('articles.editor.undo')} onClick={() => chain().undo().run()}>
        <Glyph d={UNDO} />
      </ToolButton>
      <ToolButton label={t('articles.editor.redo')} onClick={() => chain().redo().run()}>
        <Glyph d={REDO} />
      </ToolButton>
      <input
        ref={file}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        className="hidden"
        aria-hidden="true"
        tabIndex={-1}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen) void onUploadImage(chosen);
        }}
      />
    </div>
  );
}
