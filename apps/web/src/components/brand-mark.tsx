import { Box } from '@mui/material';

/** Two overlapping circles, intention and impact: the product's mark, drawn in CSS so it costs no request. */
export function BrandMark({ size = 28 }: { size?: number }) {
  const circle = { position: 'absolute', top: 0, width: size * 0.64, height: size * 0.64, borderRadius: '50%', mt: `${size * 0.18}px` } as const;
  return (
    <Box aria-hidden sx={{ position: 'relative', width: size, height: size, flexShrink: 0 }}>
      <Box sx={{ ...circle, left: 0, bgcolor: 'primary.main' }} />
      <Box sx={{ ...circle, right: 0, bgcolor: 'secondary.main', opacity: 0.85 }} />
    </Box>
  );
}
