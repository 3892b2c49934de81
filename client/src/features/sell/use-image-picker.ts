import { useCallback, useEffect, useRef, useState } from 'react';
import { ar } from '../../shared/messages/ar';
import { IMAGE_RULES } from './schemas';

export interface PickedImage {
  key: string;
  file: File;
  previewUrl: string;
}

function isAllowedType(file: File): boolean {
  // Some systems report an empty MIME type; the extension decides then. The server re-checks the content.
  return file.type ? (IMAGE_RULES.types as readonly string[]).includes(file.type) : IMAGE_RULES.extensions.test(file.name);
}

/** Chosen photos with object-URL previews; every rejected file explains why. */
export function useImagePicker() {
  const [images, setImages] = useState<PickedImage[]>([]);
  const [error, setError] = useState<string>();
  const urls = useRef(new Set<string>());

  // Object URLs hold the file in memory until revoked.
  useEffect(() => {
    const owned = urls.current;
    return () => owned.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const add = useCallback(
    (files: FileList | File[]) => {
      const accepted: PickedImage[] = [];
      let problem: string | undefined;
      for (const file of Array.from(files)) {
        if (!isAllowedType(file)) problem = ar.sell.imagesType;
        else if (file.size >= IMAGE_RULES.maxBytes) problem = ar.sell.imagesSize;
        else if (images.length + accepted.length >= IMAGE_RULES.maxCount) problem = ar.sell.imagesMax(IMAGE_RULES.maxCount);
        else {
          const previewUrl = URL.createObjectURL(file);
          urls.current.add(previewUrl);
          accepted.push({ key: `${file.name}-${file.size}-${file.lastModified}-${previewUrl}`, file, previewUrl });
        }
      }
      setImages((current) => [...current, ...accepted]);
      setError(problem);
    },
    [images.length],
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

  /** At least one photo is required; returns whether the selection is valid. */
  const validate = useCallback(() => {
    if (images.length === 0) {
      setError(ar.sell.imagesRequired);
      return false;
    }
    return true;
  }, [images.length]);

  return { images, error, add, remove, validate, setError };
}

export type ImagePicker = ReturnType<typeof useImagePicker>;
