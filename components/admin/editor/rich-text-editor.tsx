'use client';

import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import { editorExtensions } from './extensions';
import { normaliseImageSrc, normaliseLinkHref } from './links';
import { type PanelKind, Toolbar } from './toolbar';
import { UrlPanel } from './url-panel';
import { nocookieEmbedUrl, youtubeVideoId } from './video-embed';

/** The empty paragraphs an editor leaves after the last Enter would show as blank space on the page. */
const withoutTrailingEmptyParagraphs = (html: string) => html.replace(/(<p><\/p>)+$/, '');

export interface RichTextEditorProps {
  /** The field's name, used for the toolbar's and the text box's accessible names. */
  label: string;
  /** The id of the element that labels the text box. */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  /** The starting HTML; later changes of this prop are ignored (the editor owns its content). */
  initialHtml: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The text box's writing direction and language: `rtl`/`ar` for an Arabic field. */
  dir?: 'rtl' | 'ltr';
  lang?: string;
}

/**
 * Lists and quotes indent from the start of the line, which is the right in Arabic: the shared
 * prose styles pad the left, so a right-to-left box pads the other side itself.
 */
const RTL_CLASSES = '[&_ol]:pr-6 [&_ol]:pl-0 [&_ul]:pr-6 [&_ul]:pl-0 [&_blockquote]:border-r-4 [&_blockquote]:border-l-0';

/**
 * The admin rich-text editor (TipTap 3): a toolbar and a text box 200–500 px tall that scrolls.
 * It reports HTML in the shapes lib/rich-text/sanitize keeps; an empty document reports ''.
 */
export default function RichTextEditor({ label, labelledBy, describedBy, invalid, initialHtml, onChange, onBlur, dir, lang }: RichTextEditorProps) {
  const direction = { ...(dir ? { dir } : {}), ...(lang ? { lang } : {}) };
  const className = `prose-rich admin-editor-content${dir === 'rtl' ? ` ${RTL_CLASSES}` : ''}`;
  const [panel, setPanel] = useState<PanelKind | null>(null);
  const onChangeRef = useRef(onChange);
  const onBlurRef = useRef(onBlur);
  useEffect(() => {
    onChangeRef.current = onChange;
    onBlurRef.current = onBlur;
  });

  const editor = useEditor({
    extensions: editorExtensions,
    content: initialHtml,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...direction,
        class: className,
      },
      handleKeyDown: (_view, event) => {
        if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          setPanel('link');
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: current }) => onChangeRef.current(current.isEmpty ? '' : withoutTrailingEmptyParagraphs(current.getHTML())),
    onBlur: () => onBlurRef.current?.(),
  });

  // The error state and its message change after mount; keep the text box's ARIA in step.
  useEffect(() => {
    editor.setOptions({
      editorProps: {
        ...editor.options.editorProps,
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelledBy,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(invalid ? { 'aria-invalid': 'true' } : {}),
          ...(dir ? { dir } : {}),
          ...(lang ? { lang } : {}),
          class: className,
        },
      },
    });
  }, [editor, labelledBy, describedBy, invalid, dir, lang, className]);

  function closePanel() {
    setPanel(null);
    editor.commands.focus();
  }

  function applyLink({ href: typed = '', text = '' }: Record<string, string>): string | null {
    const href = normaliseLinkHref(typed);
    if (!href) return 'Enter a web address (https://…), an e-mail (mailto:…), a phone (tel:…) or a page of this site (/contact).';
    if (editor.state.selection.empty && !editor.isActive('link')) {
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: text.trim() || typed.trim(), marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    }
    setPanel(null);
    return null;
  }

  function applyImage({ src: typed = '', alt = '' }: Record<string, string>): string | null {
    const src = normaliseImageSrc(typed);
    if (!src) return 'Enter an image address that starts with https://';
    // With a paragraph after it, so typing goes on below instead of replacing the selected image.
    editor
      .chain()
      .focus()
      .insertContent([{ type: 'image', attrs: { src, alt: alt.trim() } }, { type: 'paragraph' }])
      .run();
    setPanel(null);
    return null;
  }

  function applyVideo({ src: typed = '' }: Record<string, string>): string | null {
    const id = youtubeVideoId(typed);
    if (!id) return 'Enter a YouTube video address, such as https://www.youtube.com/watch?v=…';
    editor
      .chain()
      .focus()
      .insertContent([{ type: 'youtube', attrs: { src: nocookieEmbedUrl(id) } }, { type: 'paragraph' }])
      .run();
    setPanel(null);
    return null;
  }

  const selectionIsEmpty = editor.state.selection.empty;
  return (
    <div
      className={`admin-editor overflow-hidden rounded-xl border bg-white transition-colors focus-within:border-navy-700 focus-within:ring-2 focus-within:ring-navy-700/15 ${
        invalid ? 'border-coral-500' : 'border-navy-900/20'
      }`}
    >
      <Toolbar editor={editor} label={label} onOpenPanel={setPanel} />
      {panel === 'link' && (
        <UrlPanel
          key="link"
          title="Link"
          applyLabel="Apply link"
          fields={[
            { name: 'href', label: 'Link address', placeholder: 'https://… or /contact', initial: (editor.getAttributes('link').href as string | undefined) ?? '' },
            ...(selectionIsEmpty && !editor.isActive('link') ? [{ name: 'text', label: 'Text to show', type: 'text' as const }] : []),
          ]}
          onApply={applyLink}
          onCancel={closePanel}
          onRemove={
            editor.isActive('link')
              ? () => {
                  editor.chain().focus().extendMarkRange('link').unsetLink().run();
                  setPanel(null);
                }
              : undefined
          }
          removeLabel="Remove link"
        />
      )}
      {panel === 'image' && (
        <UrlPanel
          key="image"
          title="Image"
          applyLabel="Insert image"
          fields={[
            { name: 'src', label: 'Image address (https)', placeholder: 'https://…' },
            { name: 'alt', label: 'Describe the image (alt text)', type: 'text' },
          ]}
          onApply={applyImage}
          onCancel={closePanel}
        />
      )}
      {panel === 'video' && (
        <UrlPanel
          key="video"
          title="Video"
          applyLabel="Insert video"
          fields={[{ name: 'src', label: 'YouTube video address', placeholder: 'https://www.youtube.com/watch?v=…' }]}
          onApply={applyVideo}
          onCancel={closePanel}
        />
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
