export { Form, type FormProps } from './form';
export {
  FormField,
  fieldMessageId,
  type FieldControlProps,
  type FormFieldProps,
  type FormFieldRender,
} from './form-field';
export { lazyZodResolver } from './lazy-zod-resolver';
