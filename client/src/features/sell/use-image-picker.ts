import { useCallback, useEffect, useRef, useState } from 'react';
import { IMAGE_RULES } from './schemas';
import { arm } from '../../shared/messages/ar-manage';
import { decodesAsImage, notAnImage } from '../../shared/ui/image-decode';

export interface PickedImage {
  key: string;
  file: File;
  previewUrl: string;
}

function isAllowedType(file: File): boolean {
  // Some systems report an empty MIME type; the extension decides then. The server re-checks the content.
  return file.type ? (IMAGE_RULES.types as readonly string[]).includes(file.type) : IMAGE_RULES.extensions.test(file.name);
}

/**
 * Chosen photos with object-URL previews; every rejected file explains why. `maxCount` is how
 * many more photos the listing may take (the admin's limit, less the photos it already has).
 */
export function useImagePicker(maxCount: number = IMAGE_RULES.maxCount) {
  const [images, setImages] = useState<PickedImage[]>([]);
  const [error, setError] = useState<string>();
  const urls = useRef(new Set<string>());

  // Object URLs hold the file in memory until revoked.
  useEffect(() => {
    const owned = urls.current;
    return () => owned.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  // Decoding is asynchronous: the photos already taken are counted when each batch lands.
  const taken = useRef(0);
  useEffect(() => {
    taken.current = images.length;
  }, [images.length]);

  const add = useCallback(
    async (list: FileList | File[]) => {
      const files = Array.from(list); // before the input is cleared
      const problems: string[] = [];
      const candidates = files.filter((file) => {
        if (!isAllowedType(file)) problems.push(arm.sell.imagesType);
        else if (file.size >= IMAGE_RULES.maxBytes) problems.push(arm.sell.imagesSize);
        else return true;
        return false;
      });
      const decoded = await Promise.all(candidates.map(decodesAsImage));
      const accepted: PickedImage[] = [];
      candidates.forEach((file, index) => {
        if (!decoded[index]) problems.push(notAnImage(file.name));
        else if (taken.current + accepted.length >= maxCount) problems.push(arm.sell.imagesMax(maxCount));
        else {
          const previewUrl = URL.createObjectURL(file);
          urls.current.add(previewUrl);
          accepted.push({ key: `${file.name}-${file.size}-${file.lastModified}-${previewUrl}`, file, previewUrl });
        }
      });
      taken.current += accepted.length;
      setImages((current) => [...current, ...accepted]);
      setError(problems.length ? [...new Set(problems)].join(' ') : undefined);
    },
    [maxCount],
  );

  const remove = useCallback((key: string) => {
    setImages((current) => {
      const removed = current.find((image) => image.key === key);
      if (removed) {
        URL.revokeObjectURL(removed.previewUrl);
        urls.current.delete(removed.previewUrl);
      }
      return current.filter((image) => image.key !== key);
    });
  }, []);

  /** Forgets every chosen photo (after they were uploaded). */
  const clear = useCallback(() => {
    setImages((current) => {
      current.forEach((image) => {
        URL.revokeObjectURL(image.previewUrl);
        urls.current.delete(image.previewUrl);
      });
      return [];
    });
    setError(undefined);
  }, []);

  /** At least one photo is required; returns whether the selection is valid. */
  const validate = useCallback(() => {
    if (images.length === 0) {
      setError(arm.sell.imagesRequired);
      return false;
    }
    return true;
  }, [images.length]);

  return { images, error, add, remove, clear, validate, setError, maxCount };
}

export type ImagePicker = ReturnType<typeof useImagePicker>;
