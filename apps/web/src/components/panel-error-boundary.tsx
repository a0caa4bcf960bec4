import { Component, type ReactNode } from 'react';
import { Alert } from '@mui/material';

interface Props {
  message: string;
  children: ReactNode;
}

/** Keeps a crashing panel from taking the whole screen down with it. */
export class PanelErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) {
      return (
        <Alert severity="error" role="alert">
          {this.props.message}
        </Alert>
      );
    }
    return this.props.children;
  }
}
