<?php

namespace App\Controllers\Admin;

use App\Controllers\BaseController;

class UserProfiles extends BaseController
{
    public function getIndex()
    {
        return 'profiles';
    }

    public function getEdit($id)
    {
        return "edit $id";
    }
}
