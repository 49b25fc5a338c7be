import { useEffect, useRef } from 'react';
import { Box } from '@mui/material';

interface FilePreviewProps {
  file: File;
  alt: string;
}

/**
 * A thumbnail of a chosen image. The object URL is made and revoked by the same effect, so it lives exactly as long
 * as the preview (React's development double mount included) and no file stays pinned in memory.
 */
export function FilePreview({ file, alt }: FilePreviewProps) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <Box
      component="img"
      ref={image}
      alt={alt}
      sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 1, flexShrink: 0, bgcolor: 'action.hover' }}
    />
  );
}
