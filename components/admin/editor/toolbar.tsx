'use client';

import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import type { KeyboardEvent } from 'react';
import { FONT_FAMILIES, FONT_SIZES, TEXT_ALIGNMENTS } from '@/lib/rich-text/allowed-html';
import { Icon, type IconName } from '../icons';
import { ColorTool, ToolButton, ToolGroup, ToolSelect } from './toolbar-controls';

export type PanelKind = 'link' | 'image' | 'video';

const HEX = /^#[0-9a-f]{6}$/i;
const DEFAULT_TEXT = '#14213d';
const DEFAULT_BACKGROUND = '#ffffff';
const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;

const alignIcons: Record<(typeof TEXT_ALIGNMENTS)[number], IconName> = {
  left: 'alignLeft',
  center: 'alignCenter',
  right: 'alignRight',
  justify: 'alignJustify',
};

/** What the toolbar shows for the current selection, recomputed on every editor transaction. */
function selectToolbarState({ editor }: { editor: Editor }) {
  const textStyle = editor.getAttributes('textStyle');
  const level = HEADING_LEVELS.find((candidate) => editor.isActive('heading', { level: candidate }));
  const block = editor.isActive('heading') ? editor.getAttributes('heading') : editor.getAttributes('paragraph');
  return {
    block: level ? `h${level}` : 'p',
    fontFamily: typeof textStyle.fontFamily === 'string' ? textStyle.fontFamily.replace(/["']/g, '') : '',
    fontSize: (Object.entries(FONT_SIZES).find(([, css]) => css === textStyle.fontSize)?.[0] ?? '') as string,
    color: typeof textStyle.color === 'string' && HEX.test(textStyle.color) ? textStyle.color : DEFAULT_TEXT,
    background: typeof textStyle.backgroundColor === 'string' && HEX.test(textStyle.backgroundColor) ? textStyle.backgroundColor : DEFAULT_BACKGROUND,
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    strike: editor.isActive('strike'),
    blockquote: editor.isActive('blockquote'),
    orderedList: editor.isActive('orderedList'),
    bulletList: editor.isActive('bulletList'),
    inList: editor.isActive('listItem'),
    align: TEXT_ALIGNMENTS.find((alignment) => editor.isActive({ textAlign: alignment })) ?? null,
    link: editor.isActive('link'),
    subscript: editor.isActive('subscript'),
    superscript: editor.isActive('superscript'),
    dir: (block.dir as string | null | undefined) ?? null,
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

/** Arrow keys move between toolbar buttons (Tab still reaches every control). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
  const target = event.target as HTMLElement;
  if (target.tagName !== 'BUTTON') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('button[data-toolbar-item]:not(:disabled)')];
  const index = items.indexOf(target);
  if (index < 0) return;
  event.preventDefault();
  const next =
    event.key === 'Home' ? 0 : event.key === 'End' ? items.length - 1 : (index + (event.key === 'ArrowRight' ? 1 : -1) + items.length) % items.length;
  items[next]?.focus();
}

/**
 * The spec's toolbar: headings 1–6, font, size, bold, italic, underline, strike, blockquote,
 * lists, colour, background, alignment, link, image, video, sub/superscript, indent, direction.
 */
export function Toolbar({ editor, label, onOpenPanel }: { editor: Editor; label: string; onOpenPanel: (panel: PanelKind) => void }) {
  const state = useEditorState({ editor, selector: selectToolbarState });
  const chain = () => editor.chain().focus();

  return (
    <div
      role="toolbar"
      aria-label={`${label} formatting`}
      onKeyDown={moveFocus}
      className="flex flex-wrap items-center gap-x-1.5 gap-y-1 border-b border-navy-900/10 bg-white px-2 py-1.5"
    >
      <ToolGroup label="History">
        <ToolButton label="Undo" shortcut="Control+Z" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
          <Icon name="undo" className="size-4" />
        </ToolButton>
        <ToolButton label="Redo" shortcut="Control+Shift+Z" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
          <Icon name="redo" className="size-4" />
        </ToolButton>
      </ToolGroup>

      <ToolGroup label="Style, font and size">
        <ToolSelect
          label="Text style"
          value={state.block}
          className="w-32"
          options={[{ value: 'p', label: 'Paragraph' }, ...HEADING_LEVELS.map((level) => ({ value: `h${level}`, label: `Heading ${level}` }))]}
          onChange={(value) => {
            if (value === 'p') chain().setParagraph().run();
            else chain().setHeading({ level: Number(value.slice(1)) as (typeof HEADING_LEVELS)[number] }).run();
          }}
        />
        <ToolSelect
          label="Font"
          value={state.fontFamily}
          className="w-36"
          options={[{ value: '', label: 'Default font' }, ...FONT_FAMILIES.map((font) => ({ value: font, label: font }))]}
          onChange={(value) => (value ? chain().setFontFamily(value).run() : chain().unsetFontFamily().run())}
        />
        <ToolSelect
          label="Size"
          value={state.fontSize}
          className="w-32"
          options={[
            { value: '', label: 'Normal size' },
            ...Object.keys(FONT_SIZES).map((size) => ({ value: size, label: size[0]!.toUpperCase() + size.slice(1) })),
          ]}
          onChange={(value) =>
            value ? chain().setFontSize(FONT_SIZES[value as keyof typeof FONT_SIZES]).run() : chain().unsetFontSize().run()
          }
        />
      </ToolGroup>

      <ToolGroup label="Emphasis">
        <ToolButton label="Bold" shortcut="Control+B" pressed={state.bold} onClick={() => chain().toggleBold().run()}>
          <span className="font-display text-[15px] font-extrabold">B</span>
        </ToolButton>
        <ToolButton label="Italic" shortcut="Control+I" pressed={state.italic} onClick={() => chain().toggleItalic().run()}>
          <span className="font-serif text-[16px] italic">I</span>
        </ToolButton>
        <ToolButton label="Underline" shortcut="Control+U" pressed={state.underline} onClick={() => chain().toggleUnderline().run()}>
          <span className="text-[15px] font-semibold underline underline-offset-2">U</span>
        </ToolButton>
        <ToolButton label="Strikethrough" shortcut="Control+Shift+S" pressed={state.strike} onClick={() => chain().toggleStrike().run()}>
          <span className="text-[15px] font-semibold line-through">S</span>
        </ToolButton>
        <ColorTool label="Text colour" variant="text" value={state.color} onChange={(value) => editor.chain().setColor(value).run()} />
        <ColorTool
          label="Background colour"
          variant="background"
          value={state.background}
          onChange={(value) => editor.chain().setBackgroundColor(value).run()}
        />
        <ToolButton label="Clear formatting" onClick={() => chain().unsetAllMarks().run()}>
          <span className="text-[13px] font-semibold">
            T<sub className="text-[9px]">x</sub>
          </span>
        </ToolButton>
      </ToolGroup>

      <ToolGroup label="Blocks">
        <ToolButton label="Blockquote" shortcut="Control+Shift+B" pressed={state.blockquote} onClick={() => chain().toggleBlockquote().run()}>
          <span aria-hidden="true" className="-mb-2 font-serif text-2xl leading-none font-bold">
            “
          </span>
        </ToolButton>
        <ToolButton label="Numbered list" shortcut="Control+Shift+7" pressed={state.orderedList} onClick={() => chain().toggleOrderedList().run()}>
          <Icon name="orderedList" className="size-4" />
        </ToolButton>
        <ToolButton label="Bullet list" shortcut="Control+Shift+8" pressed={state.bulletList} onClick={() => chain().toggleBulletList().run()}>
          <Icon name="bulletList" className="size-4" />
        </ToolButton>
      </ToolGroup>

      <ToolGroup label="Alignment">
        {TEXT_ALIGNMENTS.map((alignment) => (
          <ToolButton
            key={alignment}
            label={`Align ${alignment}`}
            pressed={state.align === alignment}
            onClick={() =>
              state.align === alignment ? chain().unsetTextAlign().run() : chain().setTextAlign(alignment).run()
            }
          >
            <Icon name={alignIcons[alignment]} className="size-4" />
          </ToolButton>
        ))}
      </ToolGroup>

      <ToolGroup label="Insert">
        <ToolButton label="Link" shortcut="Control+K" pressed={state.link} onClick={() => onOpenPanel('link')}>
          <Icon name="link" className="size-4" />
        </ToolButton>
        <ToolButton label="Insert image" onClick={() => onOpenPanel('image')}>
          <Icon name="image" className="size-4" />
        </ToolButton>
        <ToolButton label="Insert video" onClick={() => onOpenPanel('video')}>
          <Icon name="video" className="size-4" />
        </ToolButton>
      </ToolGroup>

      <ToolGroup label="Script">
        <ToolButton label="Subscript" shortcut="Control+," pressed={state.subscript} onClick={() => chain().toggleSubscript().run()}>
          <span className="text-[13px] font-semibold">
            x<sub className="text-[9px]">2</sub>
          </span>
        </ToolButton>
        <ToolButton label="Superscript" shortcut="Control+." pressed={state.superscript} onClick={() => chain().toggleSuperscript().run()}>
          <span className="text-[13px] font-semibold">
            x<sup className="text-[9px]">2</sup>
          </span>
        </ToolButton>
      </ToolGroup>

      <ToolGroup label="Indent">
        <ToolButton
          label="Decrease indent"
          shortcut="Control+["
          onClick={() => (state.inList ? chain().liftListItem('listItem').run() : chain().outdent().run())}
        >
          <Icon name="outdent" className="size-4" />
        </ToolButton>
        <ToolButton
          label="Increase indent"
          shortcut="Control+]"
          onClick={() => (state.inList ? chain().sinkListItem('listItem').run() : chain().indent().run())}
        >
          <Icon name="indent" className="size-4" />
        </ToolButton>
      </ToolGroup>

      <ToolGroup label="Direction">
        <ToolButton label="Left to right" pressed={state.dir === 'ltr'} onClick={() => chain().toggleBlockDirection('ltr').run()}>
          <span className="text-[11px] font-bold tracking-tight">LTR</span>
        </ToolButton>
        <ToolButton label="Right to left" pressed={state.dir === 'rtl'} onClick={() => chain().toggleBlockDirection('rtl').run()}>
          <span className="text-[11px] font-bold tracking-tight">RTL</span>
        </ToolButton>
      </ToolGroup>
    </div>
  );
}
