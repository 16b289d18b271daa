import {
  ADMIN_PRODUCT_IMAGE_MAX_BYTES,
  ADMIN_PRODUCT_IMAGE_TYPES,
  ADMIN_PRODUCT_IMAGES_MAX,
  type AdminProduct,
} from '@dawa/shared/admin/products';
import { useId, useState, type ChangeEvent } from 'react';
import { errorTextClasses, hintTextClasses } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api-client';
import { useUploadAdminProductImage } from '../api/upload-admin-product-image';

/** A product's uploaded photographs and a file input to add one (the server re-checks and re-encodes it). */
export function ProductImageUpload({ product }: { product: AdminProduct }) {
  const id = useId();
  const [error, setError] = useState('');
  const upload = useUploadAdminProductImage();
  const full = product.imageUrls.length >= ADMIN_PRODUCT_IMAGES_MAX;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const image = event.target.files?.[0];
    event.target.value = '';
    if (!image) return;
    // A quick check before sending; the server decides by the file's bytes.
    if (!(ADMIN_PRODUCT_IMAGE_TYPES as readonly string[]).includes(image.type)) return setError('Images must be JPEG, PNG or WebP.');
    if (image.size > ADMIN_PRODUCT_IMAGE_MAX_BYTES) return setError('Each image must be 5 MB or smaller.');
    setError('');
    upload.mutate(
      { id: product.id, image },
      {
        onSuccess: () => toast('Image uploaded'),
        onError: (e) => setError(apiErrorMessage(e, 'The image could not be uploaded. Please try again.')),
      },
    );
  };

  return (
    <div>
      <p className="text-sm font-medium text-slate-700 dark:text-slate-200">Images</p>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        {product.imageUrls.map((url, i) => (
          <img
            key={url}
            src={url}
            alt={`${product.name}, view ${i + 1}`}
            className="size-14 rounded-lg border border-slate-200 object-cover dark:border-slate-700"
          />
        ))}
        {full ? null : (
          <label
            htmlFor={`${id}-image`}
            className="cursor-pointer rounded-lg border border-dashed border-slate-400 px-3 py-2 text-sm hover:bg-slate-50 dark:hover:bg-slate-800"
          >
            {upload.isPending ? 'Uploading…' : 'Upload image'}
            <input
              id={`${id}-image`}
              type="file"
              accept={ADMIN_PRODUCT_IMAGE_TYPES.join(',')}
              onChange={onFile}
              className="sr-only"
              aria-describedby={`${id}-hint`}
            />
          </label>
        )}
      </div>
      <p id={`${id}-hint`} className={hintTextClasses}>
        JPEG, PNG or WebP, 5 MB at most; up to {ADMIN_PRODUCT_IMAGES_MAX} images.
      </p>
      {error ? (
        <p role="alert" className={errorTextClasses}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
