import type { UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { errorStatus, fieldErrors, serverMessage } from '../../shared/api/api-error';
import { fieldErrorLines } from '../../shared/api/field-error-lines';
import type { CarValues } from '../../shared/forms/car-schema';
import type { OfferValues } from './schemas';
import type { ImagePicker } from './use-image-picker';
import { arm } from '../../shared/messages/ar-manage';

interface Targets {
  carForm: UseFormReturn<CarValues>;
  offerForm: UseFormReturn<OfferValues>;
  picker: ImagePicker;
}

/**
 * 422: one toast per field ('field: first message', as the product reports it),
 * and the message also sits next to the field it belongs to.
 */
export function reportSubmitError(error: unknown, carSaved: boolean, { carForm, offerForm, picker }: Targets): void {
  const status = errorStatus(error);
  if (status === 401) return; // the session watcher explains and sends the user to /login
  if (status === 413) {
    toast.error(arm.sell.tooLarge);
    return;
  }
  if (status === 422) {
    const lines = fieldErrorLines(error);
    if (lines.length > 0) {
      lines.forEach((line) => toast.error(line));
      for (const [field, message] of Object.entries(fieldErrors(error))) {
        const name = field.replace(/\[\]$|\.\d+$/, '');
        if (name === 'images' || name === 'uploads') picker.setError(message);
        else if (name in carForm.getValues()) carForm.setError(name as keyof CarValues, { message });
        else if (name in offerForm.getValues()) offerForm.setError(name as keyof OfferValues, { message });
      }
      return;
    }
  }
  toast.error(arm.sell.submitFailed, { description: carSaved ? arm.sell.offerFailedAfterCar : undefined });
}

/** The edit form's failures: 422s per field (toast and beside the field), otherwise the spec's message. */
export function reportEditError(error: unknown, { carForm, offerForm }: Pick<Targets, 'carForm' | 'offerForm'>): void {
  const status = errorStatus(error);
  if (status === 401) return;
  if (status === 422) {
    const lines = fieldErrorLines(error);
    if (lines.length > 0) {
      lines.forEach((line) => toast.error(line));
      for (const [field, message] of Object.entries(fieldErrors(error))) {
        if (field in carForm.getValues()) carForm.setError(field as keyof CarValues, { message });
        else if (field in offerForm.getValues()) offerForm.setError(field as keyof OfferValues, { message });
      }
      return;
    }
  }
  toast.error(arm.editCar.updateFailed, { description: serverMessage(error) ?? undefined });
}
