import {
  Activity,
  FileDown,
  FileSpreadsheet,
  Gamepad2,
  Globe,
  History,
  LayoutDashboard,
  Landmark,
  Radio,
  ReceiptText,
  RotateCcw,
  ShieldCheck,
  Trash2,
  Upload,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

export interface MenuItem {
  path: string;
  label: string;
  icon: LucideIcon;
}

/** The spec's twelve side-menu items in its order (section 2), plus Template after Convert Mutasi. */
export const MENU: readonly MenuItem[] = [
  { path: '/', label: 'Dashboard', icon: LayoutDashboard },
  { path: '/upload', label: 'Upload', icon: Upload },
  { path: '/view-bo', label: 'View BO', icon: ReceiptText },
  { path: '/view-mutasi', label: 'View Mutasi', icon: Landmark },
  { path: '/user', label: 'User', icon: Users },
  { path: '/whitelist', label: 'Whitelist', icon: ShieldCheck },
  { path: '/convert-mutasi', label: 'Convert Mutasi', icon: FileSpreadsheet },
  // The template download page, whose route the spec leaves open, for the same roles.
  { path: '/template', label: 'Template', icon: FileDown },
  { path: '/website', label: 'Website', icon: Globe },
  { path: '/dataplayer', label: 'Data Player', icon: Gamepad2 },
  { path: '/databank', label: 'Data Bank', icon: Wallet },
  { path: '/tracking', label: 'Tracking', icon: Activity },
  { path: '/delete', label: 'Delete', icon: Trash2 },
];

/** Rekon's own screen for ADMIN and CHECKER, after the spec's items (decision 056). */
export const CHECKER_MENU: readonly MenuItem[] = [
  ...MENU,
  { path: '/upload-history', label: 'Riwayat Upload', icon: History },
];

/** Rekon's own ADMIN-only screens (decision 045): Feed beside Data Bank (feeds.md "Screens"), Ulang Aturan last. */
export const ADMIN_MENU: readonly MenuItem[] = [
  ...CHECKER_MENU.flatMap((item) =>
    item.path === '/databank' ? [item, { path: '/feed', label: 'Feed', icon: Radio }] : [item],
  ),
  { path: '/rule-replay', label: 'Ulang Aturan', icon: RotateCcw },
];

/**
 * ADMIN sees every item and its own screens, CHECKER the spec's items, CS only Data Player, any other role none
 * (spec section 6).
 */
export function menuFor(role: string | null): readonly MenuItem[] {
  if (role === 'ADMIN') return ADMIN_MENU;
  if (role === 'CHECKER') return CHECKER_MENU;
  if (role === 'CS') return MENU.filter((item) => item.path === '/dataplayer');
  return [];
}
