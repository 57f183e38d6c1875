// Pictures of a product (or banner…): upload through `POST /api/admin/media` (multipart `file`), put them
// in order with buttons (a keyboard can do it, unlike drag and drop), and describe each for people who
// cannot see it, in the three languages.
import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useText } from '../i18n/I18nProvider';
import { api, ApiError, type Envelope } from '../lib/api';
import { Button } from './Button';
import { LanguageBoxes } from './LanguageBoxes';
import type { LocalizedText } from './LocalizedTextField';

export interface Picture {
  /** A media id from an upload or an /api/media path. */
  media: string;
  /** Where the browser can show it. */
  url: string;
  alt: LocalizedText;
}

export async function uploadPicture(file: File): Promise<{ id: string; url: string }> {
  const form = new FormData();
  form.append('file', file);
  return (await api.upload<Envelope<{ id: string; url: string }>>('/api/admin/media', form)).data;
}

export function ImageUploader({
  label,
  value,
  onChange,
  disabled,
  max = 20,
  describe = true,
}: {
  label: string;
  value: Picture[];
  onChange: (pictures: Picture[]) => void;
  disabled?: boolean;
  max?: number;
  /** false where the picture has no alt text of its own (a banner: its title says what it shows). */
  describe?: boolean;
}) {
  const t = useText('common');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function add(files: FileList | null) {
    if (!files?.length) return;
    setBusy(true);
    setError(null);
    const added: Picture[] = [];
    try {
      for (const file of Array.from(files).slice(0, max - value.length)) {
        const { id, url } = await uploadPicture(file);
        added.push({ media: id, url, alt: { ku: '', ar: '', en: '' } });
      }
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
      if (added.length) onChange([...value, ...added]);
      if (input.current) input.current.value = '';
    }
  }

  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-stone-800">{label}</legend>
      <ol className="flex flex-col gap-3">
        {value.map((picture, index) => {
          const n = index + 1;
          return (
            <li
              key={picture.media}
              className="flex flex-wrap items-start gap-3 rounded-md border border-stone-300 bg-white p-2"
            >
              <img src={picture.url} alt={t('image_preview', { n })} className="size-20 rounded object-cover" />
              <div className={`flex min-w-48 flex-1 flex-col gap-1 ${describe ? '' : 'hidden'}`}>
                <span className="text-sm text-stone-800">{t('image_alt', { n })}</span>
                <LanguageBoxes
                  stacked
                  label={t('image_alt', { n })}
                  value={picture.alt}
                  disabled={disabled}
                  onChange={(alt) => onChange(value.map((p, i) => (i === index ? { ...p, alt } : p)))}
                />
              </div>
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  disabled={disabled || index === 0}
                  onClick={() => move(index, index - 1)}
                  aria-label={t('image_move_up', { n })}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  disabled={disabled || index === value.length - 1}
                  onClick={() => move(index, index + 1)}
                  aria-label={t('image_move_down', { n })}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  disabled={disabled}
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                  aria-label={t('image_remove', { n })}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex items-center gap-3">
        <label
          htmlFor={inputId}
          className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-stone-400 bg-white px-4 py-2 text-sm font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600"
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          {busy ? t('image_uploading') : t('image_add')}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          disabled={disabled || busy || value.length >= max}
          onChange={(e) => void add(e.target.files)}
          className="sr-only"
        />
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}
