<?php

namespace App\Controllers;

class Auth extends BaseController
{
    public function login()
    {
        return '';
    }

    public function attempt()
    {
        if ($this->request->getPost('email') === null) {
            return redirect()->back();
        }
        if (session('redirect_url') !== null) {
            return redirect()->to(session('redirect_url'));
        }

        return redirect()->route('admin');
    }

    public function logout()
    {
        return redirect('home');
    }
}
