import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { labelClasses } from '@/components/ui/form-styles';
import { Modal } from '@/components/ui/modal';
import { useT } from '@/lib/i18n/use-t';
import { clampCrop, defaultCrop, minCropSize, nudgeCrop, OUTPUT_QUALITY, OUTPUT_SIZE_PX, resizeCrop, type Crop } from '../utils/crop';

/** Widest the image is shown in the dialog (CSS pixels). */
const VIEW_PX = 320;

/** Draws the crop onto a 200x200 canvas and encodes it as a JPEG (quality 0.9). */
export function renderCrop(image: HTMLImageElement, crop: Crop): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = OUTPUT_SIZE_PX;
  canvas.height = OUTPUT_SIZE_PX;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('Canvas is not available'));
  // JPEG has no transparency: transparent pixels become white, not black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, OUTPUT_SIZE_PX, OUTPUT_SIZE_PX);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, crop.x, crop.y, crop.size, crop.size, 0, 0, OUTPUT_SIZE_PX, OUTPUT_SIZE_PX);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be encoded'))), 'image/jpeg', OUTPUT_QUALITY),
  );
}

/**
 * The square crop dialog: drag the circle (or use the arrow keys: 1 px, 10 with Shift, 100 with
 * Ctrl/Cmd) and set its size with the slider; Save hands a 200x200 JPEG to `onSave`.
 */
export function CropDialog({ file, onCancel, onSave, saving }: { file: File; onCancel: () => void; onSave: (image: Blob) => void; saving: boolean }) {
  const id = useId();
  const t = useT('profile');
  const imageRef = useRef<HTMLImageElement>(null);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [crop, setCrop] = useState<Crop | null>(null);
  const [error, setError] = useState('');
  const drag = useRef<{ pointerId: number; startX: number; startY: number; crop: Crop } | null>(null);

  // The picture is shown from an object URL, released when the dialog closes.
  useEffect(() => {
    const image = imageRef.current;
    if (!image) return;
    const objectUrl = URL.createObjectURL(file);
    image.src = objectUrl;
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);

  const scale = natural ? Math.min(1, VIEW_PX / Math.max(natural.width, natural.height)) : 1;

  function onLoad() {
    const image = imageRef.current;
    if (!image) return;
    const size = { width: image.naturalWidth, height: image.naturalHeight };
    setNatural(size);
    setCrop(defaultCrop(size.width, size.height));
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (!crop || !natural) return;
    const next = nudgeCrop(crop, event.key, event, natural.width, natural.height);
    if (!next) return;
    event.preventDefault();
    setCrop(next);
  }

  function onPointerDown(event: PointerEvent<HTMLButtonElement>) {
    if (!crop) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, crop };
  }

  function onPointerMove(event: PointerEvent<HTMLButtonElement>) {
    const start = drag.current;
    if (!start || start.pointerId !== event.pointerId || !natural) return;
    const dx = (event.clientX - start.startX) / scale;
    const dy = (event.clientY - start.startY) / scale;
    setCrop(clampCrop({ ...start.crop, x: start.crop.x + dx, y: start.crop.y + dy }, natural.width, natural.height));
  }

  function endDrag() {
    drag.current = null;
  }

  async function save() {
    const image = imageRef.current;
    if (!image || !crop) return;
    setError('');
    try {
      onSave(await renderCrop(image, crop));
    } catch {
      setError(t('crop.prepareFailed'));
    }
  }

  const maxSize = natural ? Math.min(natural.width, natural.height) : 1;
  return (
    <Modal title={t('crop.title')} onClose={onCancel} description={t('crop.description')}>
      <div className="flex flex-col items-center gap-4">
        <div
          className="relative overflow-hidden rounded-lg bg-slate-200 select-none dark:bg-slate-800"
          style={natural ? { width: natural.width * scale, height: natural.height * scale } : { width: VIEW_PX, height: VIEW_PX }}
        >
          <img
            ref={imageRef}
            alt={t('crop.image')}
            onLoad={onLoad}
            onError={() => setError(t('crop.openFailed'))}
            draggable={false}
            className="block size-full"
          />
          {crop ? (
            <button
              type="button"
              aria-label={t('crop.area', { size: crop.size, x: crop.x, y: crop.y })}
              aria-describedby={`${id}-keys`}
              onKeyDown={onKeyDown}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={endDrag}
              onPointerCancel={endDrag}
              className="absolute cursor-move touch-none rounded-full border-2 border-white shadow-[0_0_0_9999px_rgba(15,23,42,0.6)] focus-visible:outline-4 focus-visible:outline-teal-400"
              style={{ left: crop.x * scale, top: crop.y * scale, width: crop.size * scale, height: crop.size * scale }}
            />
          ) : null}
        </div>
        <p id={`${id}-keys`} className="text-center text-xs text-slate-600 dark:text-slate-400">
          {t('crop.keys')}
        </p>
        {crop && natural ? (
          <div className="w-full">
            <label htmlFor={`${id}-size`} className={labelClasses}>
              {t('crop.size')}
            </label>
            <input
              id={`${id}-size`}
              type="range"
              min={minCropSize(natural.width, natural.height)}
              max={maxSize}
              step={1}
              value={crop.size}
              aria-valuetext={t('crop.pixels', { size: crop.size })}
              onChange={(e) => setCrop(resizeCrop(crop, e.target.valueAsNumber, natural.width, natural.height))}
              className="w-full accent-teal-700 dark:accent-teal-400"
            />
          </div>
        ) : null}
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
        <div className="flex w-full justify-end gap-3">
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            {t('crop.cancel')}
          </Button>
          <Button onClick={() => void save()} disabled={!crop || saving}>
            {saving ? t('crop.saving') : t('crop.save')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
