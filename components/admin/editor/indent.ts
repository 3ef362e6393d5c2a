import { Extension } from '@tiptap/core';
import type { EditorState, Transaction } from '@tiptap/pm/state';
import { MAX_INDENT } from '@/lib/rich-text/allowed-html';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    indent: {
      /** Indents the selected paragraphs and headings one step (up to MAX_INDENT). */
      indent: () => ReturnType;
      /** Takes one step of indent away. */
      outdent: () => ReturnType;
    };
  }
}

const clamp = (level: number) => Math.max(0, Math.min(MAX_INDENT, Math.round(level)));

function shift(state: EditorState, tr: Transaction, types: string[], step: number, dispatch: unknown): boolean {
  const { from, to } = state.selection;
  let changed = false;
  state.doc.nodesBetween(from, to, (node, pos) => {
    if (!types.includes(node.type.name)) return true;
    const current = Number(node.attrs.indent) || 0;
    const next = clamp(current + step);
    if (next !== current) {
      changed = true;
      if (dispatch) tr.setNodeMarkup(pos, undefined, { ...node.attrs, indent: next });
    }
    return false;
  });
  return changed;
}

/**
 * Indent as the sanitiser allows it: `data-indent="1".."8"` on paragraphs and headings (the
 * site's CSS turns each step into a margin). Lists indent by nesting instead (the toolbar does that).
 */
export const Indent = Extension.create<{ types: string[] }>({
  name: 'indent',

  addOptions() {
    return { types: ['paragraph', 'heading'] };
  },

  addGlobalAttributes() {
    return [
      {
        types: this.options.types,
        attributes: {
          indent: {
            default: 0,
            parseHTML: (element) => clamp(Number(element.getAttribute('data-indent')) || 0),
            renderHTML: (attributes) => (attributes.indent > 0 ? { 'data-indent': String(attributes.indent) } : {}),
          },
        },
      },
    ];
  },

  addCommands() {
    return {
      indent:
        () =>
        ({ state, tr, dispatch }) =>
          shift(state, tr, this.options.types, 1, dispatch),
      outdent:
        () =>
        ({ state, tr, dispatch }) =>
          shift(state, tr, this.options.types, -1, dispatch),
    };
  },

  addKeyboardShortcuts() {
    return {
      'Mod-]': () =>
        this.editor.isActive('listItem') ? this.editor.commands.sinkListItem('listItem') : this.editor.commands.indent(),
      'Mod-[': () =>
        this.editor.isActive('listItem') ? this.editor.commands.liftListItem('listItem') : this.editor.commands.outdent(),
    };
  },
});
