import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Box, IconButton, Popover, Tooltip, Typography, type PopoverActions } from '@mui/material';

interface ActionPopoverProps {
  /** The button's accessible name (and tooltip). */
  label: string;
  /** The heading that names the popover. */
  title: string;
  icon: ReactNode;
  /** Mounted only while open (so a query inside runs when the popover opens). */
  children: ReactNode;
  /** Which edge of the button the popover lines up with: 'right' for buttons at the end of a row. */
  align?: 'left' | 'right';
  maxWidth?: number;
}

/** An icon button opening a small dialog next to it (Escape or a click outside closes it; focus returns). */
export function ActionPopover({ label, title, icon, children, align = 'left', maxWidth = 360 }: ActionPopoverProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [content, setContent] = useState<HTMLElement | null>(null);
  const actions = useRef<PopoverActions>(null);
  const id = useId();
  // The content may grow once its data arrives: place the popover again, so it stays within the screen.
  useEffect(() => {
    if (!content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => actions.current?.updatePosition());
    observer.observe(content);
    return () => observer.disconnect();
  }, [content]);
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          size="small"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={anchor !== null}
          aria-controls={anchor ? id : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {icon}
        </IconButton>
      </Tooltip>
      <Popover
        id={id}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        action={actions}
        anchorOrigin={{ vertical: 'bottom', horizontal: align }}
        transformOrigin={{ vertical: 'top', horizontal: align }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': `${id}-title`,
            sx: { p: 2, maxWidth: `min(${maxWidth}px, 90vw)` },
          },
        }}
      >
        <Box ref={setContent}>
          <Typography id={`${id}-title`} component="h2" variant="subtitle1" gutterBottom>
            {title}
          </Typography>
          {children}
        </Box>
      </Popover>
    </>
  );
}
