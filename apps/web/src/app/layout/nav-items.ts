import type { Role } from '@ledgerdesk/contracts';
import { ArrowLeftRight, FileOutput, FolderUp, LayoutDashboard, ListChecks, ScrollText, Upload, Users, type LucideIcon } from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

// The brief's header lists, in its order. Categories is admin-only but not in the header.
const NAV_ITEMS: Record<Role, NavItem[]> = {
  admin: [
    { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
    { to: '/upload', label: 'Upload', icon: Upload },
    { to: '/transactions', label: 'Transactions', icon: ArrowLeftRight },
    { to: '/export', label: 'Export', icon: FileOutput },
    { to: '/clients', label: 'Clients', icon: Users },
    { to: '/rules', label: 'Rules', icon: ListChecks },
    { to: '/logs', label: 'Logs', icon: ScrollText },
  ],
  worker: [
    { to: '/upload', label: 'Upload', icon: Upload },
    { to: '/transactions', label: 'Transactions', icon: ArrowLeftRight },
    { to: '/export', label: 'Export', icon: FileOutput },
    { to: '/logs', label: 'Logs', icon: ScrollText },
    { to: '/my-uploads', label: 'My Uploads', icon: FolderUp },
  ],
};

export function navItemsFor(role: Role): NavItem[] {
  return NAV_ITEMS[role];
}
