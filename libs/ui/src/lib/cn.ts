import { clsx, type ClassValue } from 'clsx';

/** Joins class names, skipping falsy ones (clsx). */
export function cn(...classes: ClassValue[]): string {
  return clsx(classes);
}
