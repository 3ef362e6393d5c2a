import { Extension } from '@tiptap/core';
import { DIRECTIONS } from '@/lib/rich-text/allowed-html';

type Direction = (typeof DIRECTIONS)[number];

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    blockDirection: {
      /** Sets the writing direction of the selected blocks (`dir` attribute); the same value again removes it. */
      toggleBlockDirection: (direction: Direction) => ReturnType;
    };
  }
}

const isDirection = (value: string | null): value is Direction => DIRECTIONS.includes(value as Direction);

/**
 * Writing direction per block, as the sanitiser allows it: `dir="ltr" | "rtl" | "auto"` on
 * paragraphs and headings. (Core's TextDirection puts a default `dir` on every node once enabled;
 * blocks without a chosen direction should carry none.)
 */
export const BlockDirection = Extension.create<{ types: string[] }>({
  name: 'blockDirection',

  addOptions() {
    return { types: ['paragraph', 'heading'] };
  },

  addGlobalAttributes() {
    return [
      {
        types: this.options.types,
        attributes: {
          dir: {
            default: null,
            parseHTML: (element) => {
              const dir = element.getAttribute('dir');
              return isDirection(dir) ? dir : null;
            },
            renderHTML: (attributes) => (attributes.dir ? { dir: attributes.dir } : {}),
          },
        },
      },
    ];
  },

  addCommands() {
    return {
      toggleBlockDirection:
        (direction) =>
        ({ state, tr, dispatch }) => {
          const { from, to } = state.selection;
          const blocks: { pos: number; attrs: Record<string, unknown> }[] = [];
          state.doc.nodesBetween(from, to, (node, pos) => {
            if (!this.options.types.includes(node.type.name)) return true;
            blocks.push({ pos, attrs: node.attrs });
            return false;
          });
          if (blocks.length === 0) return false;
          const allSet = blocks.every((block) => block.attrs.dir === direction);
          if (dispatch) {
            for (const block of blocks) tr.setNodeMarkup(block.pos, undefined, { ...block.attrs, dir: allSet ? null : direction });
          }
          return true;
        },
    };
  },
});
