export { UserForm, type UserFormProps } from './user-form';
export { useFieldMessage } from './use-field-message';
export {
  asksCurrentPassword,
  profileFormSchema,
  toFormValues,
  type UserFormData,
  type UserProfile,
} from './user-form-schema';
