import { ADMIN_PRODUCT_MESSAGES } from '@dawa/shared/admin/products';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

/** The spec's confirmation before a product is deleted. */
export function DeleteProductDialog({
  name,
  busy,
  onConfirm,
  onClose,
}: {
  name: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal title={`Delete ${name}`} description={ADMIN_PRODUCT_MESSAGES.confirmDelete} onClose={onClose} role="alertdialog">
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        Orders that include it keep it; it leaves the shop and search at once.
      </p>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          Delete
        </Button>
      </div>
    </Modal>
  );
}
