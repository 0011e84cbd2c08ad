import type { ArticleDoc } from '@space/contracts/articles';
import Image from '@tiptap/extension-image';
import Placeholder from '@tiptap/extension-placeholder';
import { EditorContent, useEditor, type JSONContent } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/translator.ts';
import { ProductCardNode } from './product-card-node.tsx';
import { ProductPicker } from './product-picker.tsx';
import { EditorToolbar } from './editor-toolbar.tsx';

/** Typography inside the editor, the same as on the article page. */
const EDITING =
  'min-h-[320px] px-4 py-4 focus:outline-none sm:px-6 [&_p]:my-3 [&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-5 [&_h3]:text-xl [&_h3]:font-semibold [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_blockquote]:border-l-4 [&_blockquote]:border-primary/50 [&_blockquote]:pl-4 [&_blockquote]:text-muted [&_pre]:rounded-xl [&_pre]:bg-surface-2 [&_pre]:p-4 [&_pre]:text-sm [&_code]:font-mono [&_a]:text-primary [&_a]:underline [&_img]:my-4 [&_img]:max-w-full [&_img]:rounded-xl [&_img.ProseMirror-selectednode]:outline-2 [&_img.ProseMirror-selectednode]:outline-primary [&_.is-editor-empty:first-child]:before:pointer-events-none [&_.is-editor-empty:first-child]:before:float-left [&_.is-editor-empty:first-child]:before:h-0 [&_.is-editor-empty:first-child]:before:text-muted [&_.is-editor-empty:first-child]:before:content-[attr(data-placeholder)]';

/**
 * The rich-text editor of /publish (Tiptap; this module and its dependencies are a chunk of
 * their own, loaded only by /publish). Headings, lists, quotes, code blocks, links, images
 * through the upload pipeline and embedded product cards; the server checks all of it again.
 */
export default function RichEditor({
  initialContent,
  editable,
  onChange,
  onUploadImage,
}: {
  initialContent: ArticleDoc | null;
  editable: boolean;
  onChange: (content: ArticleDoc) => void;
  onUploadImage: (file: File) => Promise<string | null>;
}) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });
  const baseline = useRef<string | null>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        // It would append an empty paragraph on load: a change nobody made, saved as an edit.
        trailingNode: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['http', 'https', 'mailto'],
          HTMLAttributes: { rel: 'noopener nofollow ugc', target: '_blank' },
        },
      }),
      Image.configure({ inline: false }),
      Placeholder.configure({ placeholder: t('articles.editor.placeholder') }),
      ProductCardNode,
    ],
    content: initialContent?.content.length ? (initialContent as JSONContent) : undefined,
    editable,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        class: EDITING,
        'aria-label': t('articles.editor.content'),
        role: 'textbox',
        'aria-multiline': 'true',
      },
    },
    onCreate: ({ editor: current }) => {
      baseline.current = JSON.stringify(current.getJSON());
    },
    // Only real changes reach the autosave: opening a published article must not start an edit.
    onUpdate: ({ editor: current }) => {
      const doc = current.getJSON();
      const text = JSON.stringify(doc);
      if (baseline.current === null || text === baseline.current) return;
      baseline.current = text;
      changed.current(doc as ArticleDoc);
    },
  });

  useEffect(() => {
    // Without emitting an update: locking the editor changes nothing the author wrote.
    if (editor && editor.isEditable !== editable) editor.setEditable(editable, false);
  }, [editor, editable]);

  if (!editor) return null;
  return (
    <div className="rounded-[var(--radius-card)] border border-border bg-surface">
      {editable ? (
        <EditorToolbar
          editor={editor}
          onPickProduct={() => setPicking(true)}
          onUploadImage={async (file) => {
            const src = await onUploadImage(file);
            if (src) editor.chain().focus().setImage({ src, alt: '' }).run();
          }}
        />
      ) : null}
      <EditorContent editor={editor} data-testid="article-editor" />
      {picking ? (
        <ProductPicker
          onClose={() => setPicking(false)}
          onPick={(productId) => {
            setPicking(false);
            editor.chain().focus().insertProductCard(productId).run();
          }}
        />
      ) : null}
    </div>
  );
}
