// Rich text on Tiptap (ProseMirror): bold, italic, headings, lists, quotes and links, in the language and
// direction of the text being written. The editor's document schema keeps only those nodes and marks, so
// the HTML it gives back cannot carry a script, a style or an event handler whatever was pasted in; links
// are only the shop's own paths and https addresses (isContentLink). The API sanitizes again on save.
import { isContentLink } from '@dukan/core/contract/admin-content';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Heading2, Italic, Link2, List, ListOrdered, Quote, Redo2, Undo2, type LucideIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useText } from '../../i18n/I18nProvider';

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  label: string;
  lang: string;
  dir: 'rtl' | 'ltr';
  invalid?: boolean;
  describedBy?: string;
}

/** An empty document is saved as an empty text, not as `<p></p>`. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

export function RichTextEditor({ value, onChange, label, lang, dir, invalid, describedBy }: RichTextEditorProps) {
  const t = useText('content');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: false,
          isAllowedUri: (url) => isContentLink(url),
          HTMLAttributes: { rel: 'noopener', target: null },
        },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        'aria-invalid': invalid ? 'true' : 'false',
        lang,
        dir,
        class:
          'min-h-40 px-3 py-2 focus:outline-none [&_a]:underline [&_blockquote]:border-s-4 [&_blockquote]:ps-3 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:font-bold [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6',
      },
    },
    onUpdate: ({ editor }) => onChange(htmlOf(editor)),
  });

  // A value set from outside (the saved article arriving, a reset) replaces the document.
  useEffect(() => {
    if (editor && value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      heading: e?.isActive('heading', { level: 2 }) ?? false,
      bullets: e?.isActive('bulletList') ?? false,
      numbers: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });

  const setLink = () => {
    if (!editor) return;
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const href = window.prompt(t('format_link_prompt'), previous);
    if (href === null) return;
    if (href.trim() === '') editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else if (isContentLink(href.trim()))
      editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };

  const tools: { key: string; icon: LucideIcon; pressed?: boolean; flip?: boolean; run: () => void }[] = editor
    ? [
        { key: 'format_bold', icon: Bold, pressed: active?.bold, run: () => editor.chain().focus().toggleBold().run() },
        {
          key: 'format_italic',
          icon: Italic,
          pressed: active?.italic,
          run: () => editor.chain().focus().toggleItalic().run(),
        },
        {
          key: 'format_heading',
          icon: Heading2,
          pressed: active?.heading,
          run: () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
        },
        {
          key: 'format_bullets',
          icon: List,
          pressed: active?.bullets,
          run: () => editor.chain().focus().toggleBulletList().run(),
        },
        {
          key: 'format_numbers',
          icon: ListOrdered,
          pressed: active?.numbers,
          run: () => editor.chain().focus().toggleOrderedList().run(),
        },
        {
          key: 'format_quote',
          icon: Quote,
          pressed: active?.quote,
          run: () => editor.chain().focus().toggleBlockquote().run(),
        },
        { key: 'format_link', icon: Link2, pressed: active?.link, run: setLink },
        { key: 'format_undo', icon: Undo2, flip: true, run: () => editor.chain().focus().undo().run() },
        { key: 'format_redo', icon: Redo2, flip: true, run: () => editor.chain().focus().redo().run() },
      ]
    : [];

  return (
    <div
      className={`rounded-md border bg-white ${invalid ? 'border-red-700' : 'border-stone-500'} focus-within:outline-3 focus-within:outline-brand-600`}
    >
      <div
        role="toolbar"
        aria-label={`${label}: ${t('editor_toolbar')}`}
        className="flex flex-wrap gap-1 border-b border-stone-300 p-1"
      >
        {tools.map(({ key, icon: Icon, pressed, flip, run }) => (
          <button
            key={key}
            type="button"
            aria-label={t(key)}
            title={t(key)}
            aria-pressed={pressed === undefined ? undefined : pressed}
            onClick={run}
            className="inline-flex size-9 items-center justify-center rounded text-stone-800 hover:bg-stone-200 aria-pressed:bg-stone-300"
          >
            <Icon aria-hidden="true" className={`size-4 ${flip ? 'flip-rtl' : ''}`} />
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
