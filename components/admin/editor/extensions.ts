import { Image } from '@tiptap/extension-image';
import { Subscript } from '@tiptap/extension-subscript';
import { Superscript } from '@tiptap/extension-superscript';
import { TextAlign } from '@tiptap/extension-text-align';
import { TextStyleKit } from '@tiptap/extension-text-style';
import { StarterKit } from '@tiptap/starter-kit';
import { TEXT_ALIGNMENTS } from '@/lib/rich-text/allowed-html';
import { BlockDirection } from './direction';
import { Indent } from './indent';
import { VideoEmbed } from './video-embed';

/**
 * Everything the toolbar offers (spec section 5) and nothing the sanitiser would drop: no code,
 * code blocks, rules or line heights.
 */
export const editorExtensions = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3, 4, 5, 6] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: false, // an inclusive link mark would swallow the words typed after a link
      linkOnPaste: true,
      defaultProtocol: 'https',
      protocols: ['http', 'https', 'mailto', 'tel'],
    },
  }),
  TextStyleKit.configure({ lineHeight: false }),
  TextAlign.configure({ types: ['heading', 'paragraph'], alignments: [...TEXT_ALIGNMENTS] }),
  Subscript,
  Superscript,
  Image.configure({ inline: false, allowBase64: false }),
  VideoEmbed,
  Indent,
  BlockDirection,
];
